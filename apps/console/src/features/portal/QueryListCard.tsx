import { Card, EmptyState, ItemList, Loader, textLinkClassName } from "@hoa/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { ListPage } from "../../api/list-query";
import { QueryErrorState } from "../../lib/QueryErrorState";

export interface QueryListCardProps<TItem> {
  title: string;
  /** The page of the whole list: "See all" links there. */
  allHref: string;
  result: UseQueryResult<ListPage<TItem>>;
  empty: { icon: ReactNode; title: string };
  /** One `ListItem` of the list. */
  item: (item: TItem) => ReactNode;
}

/**
 * A few items of a list on the portal's home page (the latest news, the next events): the items,
 * edge to edge under the title as the console's lists of items are, or a loader, an error with a
 * retry, or what it says when there is nothing; and "See all".
 */
export function QueryListCard<TItem>({
  title,
  allHref,
  result,
  empty,
  item,
}: QueryListCardProps<TItem>) {
  return (
    <Card
      title={title}
      headingLevel={2}
      flush
      actions={
        <Link to={allHref} className={textLinkClassName}>
          See all<span className="visually-hidden">{` ${title.toLowerCase()}`}</span>
        </Link>
      }
    >
      {result.isPending ? (
        <Loader label="Loading..." fullScreen={false} />
      ) : result.isError ? (
        <QueryErrorState title={`The ${title.toLowerCase()} could not be loaded`} query={result} />
      ) : result.data.items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} />
      ) : (
        <ItemList label={title}>{result.data.items.map(item)}</ItemList>
      )}
    </Card>
  );
}
