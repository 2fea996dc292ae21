import { Card, EmptyState, Icon, Loader } from "@hoa/ui";
import { propertyLabel } from "@hoa/validation";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ListPage } from "../../api/list-query";
import { useProperties, type Property } from "../../api/list-properties";
import { useResidents, type Resident } from "../../api/list-residents";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { TextLink } from "../../lib/TextLink";
import { QueryErrorState } from "../../lib/QueryErrorState";

/** Matches shown per group; "See all" opens the list with the same search. */
const MATCHES = 5;

interface GroupProps<TItem> {
  title: string;
  result: UseQueryResult<ListPage<TItem>>;
  seeAll: string;
  itemKey: (item: TItem) => string;
  renderItem: (item: TItem) => ReactNode;
}

function ResultGroup<TItem>({ title, result, seeAll, itemKey, renderItem }: GroupProps<TItem>) {
  const items = result.data?.items ?? [];
  return (
    <Card
      title={title}
      headingLevel={2}
      actions={result.data?.nextCursor ? <TextLink to={seeAll}>See all</TextLink> : null}
    >
      {result.isError ? (
        <QueryErrorState title={`${title} could not be searched`} query={result} />
      ) : result.isPending ? (
        <Loader label="Searching..." fullScreen={false} />
      ) : items.length === 0 ? (
        <p className="ui-stacked-text__secondary">No {title.toLowerCase()} match.</p>
      ) : (
        <ul className="ui-result-list">
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * What the navbar search finds in the directory: residents (by name, email, unit or phone) and
 * properties (by address or unit), each linking to its page.
 */
export default function DirectorySearchResults({ term }: { term: string }) {
  // The results open at the first letter typed; that letter waits for the typing to settle too,
  // instead of searching the directory for it at once.
  const q = useDebouncedValue(term, undefined, "");
  return q === "" ? <Loader label="Searching..." fullScreen={false} /> : <Matches q={q} />;
}

function Matches({ q }: { q: string }) {
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const residents = useResidents(orgId, { q, limit: MATCHES });
  const properties = useProperties(orgId, { q, limit: MATCHES });
  const nothing =
    residents.data?.items.length === 0 &&
    properties.data?.items.length === 0 &&
    !residents.isPlaceholderData &&
    !properties.isPlaceholderData;

  if (nothing) {
    return (
      <EmptyState
        icon={<Icon name="search" />}
        title={`Nothing matches "${q}"`}
        description="Search finds residents by name, email, unit or phone, and properties by address or unit, from the start of any word."
      />
    );
  }
  const search = `?q=${encodeURIComponent(q)}`;
  return (
    <div className="ui-search-results">
      <ResultGroup<Resident>
        title="Residents"
        result={residents}
        seeAll={`${paths.people.href()}${search}`}
        itemKey={(resident) => resident.id}
        renderItem={(resident) => (
          <span className="ui-stacked-text">
            <TextLink to={paths.resident.href(resident.id)}>{resident.name}</TextLink>
            <span className="ui-stacked-text__secondary">
              {resident.relationship} · {propertyLabel(resident)}
            </span>
          </span>
        )}
      />
      <ResultGroup<Property>
        title="Properties"
        result={properties}
        seeAll={`${paths.properties.href()}${search}`}
        itemKey={(property) => property.id}
        renderItem={(property) => (
          <span className="ui-stacked-text">
            <TextLink to={paths.property.href(property.id)}>{propertyLabel(property)}</TextLink>
            <span className="ui-stacked-text__secondary">
              {property.type} · {property.status}
            </span>
          </span>
        )}
      />
    </div>
  );
}
