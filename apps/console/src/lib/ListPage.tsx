import {
  Button,
  Icon,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
  buttonClassName,
  type DataTableColumn,
} from "@hoa/ui";
import { Fragment, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { ExportCsvButton } from "./ExportCsvButton";
import type { ListDefinition } from "./list-definition";
import { useListParams, type ListParams } from "./list-params";
import { PagedTable } from "./PagedTable";

export interface ListPageProps<TItem extends { id: string }, TAction extends string> {
  /** The list's declaration (`defineList`). */
  list: ListDefinition<TItem, TAction>;
  orgId: string;
  /** The page's heading and its description. */
  title: string;
  description: ReactNode;
  /** Opens the page's form to add an item: the header shows the declared `create` button. */
  onCreate?: () => void;
  /** Whether the header offers the declared import and export (administrators). */
  csv?: boolean;
  /** The page's own header actions, before the declared ones. */
  actions?: ReactNode;
  /** The rows' declared actions do this; without it, the table has no Actions column. */
  onRowAction?: (action: TAction, item: TItem) => void;
  /** What stands between the header and the list (tabs). */
  above?: ReactNode;
  /** A note between the stat cards and the list. */
  note?: ReactNode;
  /** Shown instead of the stat cards and the list (which is then not read). */
  instead?: ReactNode;
  /** What follows the list: the page's dialogs, other cards. */
  children?: ReactNode;
}

/**
 * A server-paged list's page from its declaration: the header with its actions, the stat cards,
 * and the list with its search, filters and sort in the URL (`PagedTable`), rows as cards on
 * phones; the page adds what is its own (tabs, a note, its dialogs).
 *
 * @example
 * <ListPage list={documentList} orgId={orgId} title="Documents" description="..."
 *   onCreate={isOrganizationAdmin ? () => setUploading(true) : undefined}>
 *   <UploadDocumentsDialog open={uploading} onClose={() => setUploading(false)} />
 * </ListPage>
 */
export function ListPage<TItem extends { id: string }, TAction extends string>({
  list: definition,
  orgId,
  title,
  description,
  onCreate,
  csv = false,
  actions: ownActions,
  onRowAction,
  above,
  note,
  instead,
  children,
}: ListPageProps<TItem, TAction>) {
  const list = useListParams(definition.listOptions);
  const { exportCsv, importPath, create } = definition;
  const actions = [
    ownActions ? <Fragment key="own">{ownActions}</Fragment> : null,
    csv && exportCsv ? (
      <ExportCsvButton
        key="export"
        readAll={(onProgress) => {
          const { cursor: _cursor, ...criteria } = list.query;
          return exportCsv.readAll(orgId, criteria, onProgress);
        }}
        columns={exportCsv.columns}
        fileName={exportCsv.fileName}
        itemsLabel={definition.noun}
      />
    ) : null,
    csv && importPath ? (
      <Link key="import" className={buttonClassName({ variant: "secondary" })} to={importPath}>
        <Icon name="upload" size={18} />
        Import
      </Link>
    ) : null,
    onCreate && create ? (
      <Button key="create" icon={<Icon name={create.icon} size={18} />} onClick={onCreate}>
        {create.label}
      </Button>
    ) : null,
  ].filter(Boolean);
  return (
    <Page>
      <PageHeader
        title={title}
        description={description}
        actions={actions.length > 0 ? actions : null}
      />
      {above}
      {instead ?? (
        <>
          {definition.stats ? <StatCards stats={definition.stats} orgId={orgId} /> : null}
          {note}
          <ListTable definition={definition} list={list} orgId={orgId} onRowAction={onRowAction} />
        </>
      )}
      {children}
    </Page>
  );
}

function StatCards({
  stats,
  orgId,
}: {
  stats: NonNullable<ListDefinition<{ id: string }>["stats"]>;
  orgId: string;
}) {
  const summary = stats.useSummary(orgId);
  return (
    <StatGrid>
      {stats.cards.map(({ label, count, icon, tone, hint, onlyWhenAny }) => {
        const value = count(summary);
        if (onlyWhenAny && !value) return null;
        return (
          <StatCard
            key={label}
            label={label}
            value={value ?? "—"}
            tone={tone}
            hint={hint}
            icon={<Icon name={icon} size={16} />}
          />
        );
      })}
    </StatGrid>
  );
}

function ListTable<TItem extends { id: string }, TAction extends string>({
  definition,
  list,
  orgId,
  onRowAction,
}: {
  definition: ListDefinition<TItem, TAction>;
  list: ListParams;
  orgId: string;
  onRowAction?: (action: TAction, item: TItem) => void;
}) {
  // The latest handler, so the columns stay the same from one render to the next.
  const handler = useRef(onRowAction);
  useLayoutEffect(() => {
    handler.current = onRowAction;
  });
  const withActions = onRowAction !== undefined && definition.rowActions.length > 0;
  const columns = useMemo<readonly DataTableColumn<TItem>[]>(
    () =>
      withActions
        ? [
            ...definition.columns,
            {
              id: "actions",
              header: "Actions",
              card: "action",
              align: "end",
              cell: (item) => (
                <span className="ui-row-actions">
                  {definition.rowActions.map(
                    ({ action, label, name, icon, variant, tone, shownFor }) => {
                      if (shownFor && !shownFor(item)) return null;
                      const text = typeof label === "string" ? label : label(item);
                      const select = () => handler.current?.(action, item);
                      return icon ? (
                        <Button
                          key={action}
                          variant={variant}
                          tone={tone}
                          size="sm"
                          icon={<Icon name={icon} size={16} />}
                          aria-label={text}
                          title={text}
                          onClick={select}
                        />
                      ) : (
                        <Button
                          key={action}
                          variant={variant}
                          tone={tone}
                          size="sm"
                          aria-label={name ? name(item) : undefined}
                          onClick={select}
                        >
                          {text}
                        </Button>
                      );
                    },
                  )}
                </span>
              ),
            },
          ]
        : definition.columns,
    [definition, withActions],
  );
  return (
    <PagedTable
      title={definition.title}
      list={list}
      result={definition.useItems(orgId, list.query)}
      columns={columns}
      rowKey={(item) => item.id}
      search={definition.search}
      filterLabels={definition.filterLabels}
      errorTitle={definition.errorTitle}
      empty={{
        icon: <Icon name={definition.empty.icon} />,
        title: definition.empty.title,
        description: definition.empty.description,
      }}
      noMatch={definition.noMatch}
    />
  );
}
