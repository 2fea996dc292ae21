import type { ReactNode } from "react";

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links shown beside the title (below it on narrow screens). */
  actions?: ReactNode;
  /** A link back to the parent page, shown above the title. */
  backLink?: ReactNode;
}

/** The page's one `<h1>`, a short description and its main actions. */
export function PageHeader({ title, description, actions, backLink }: PageHeaderProps) {
  return (
    <header className="ui-page-header">
      <div className="ui-page-header__text">
        {backLink ? <div className="ui-page-header__back">{backLink}</div> : null}
        <h1 className="ui-page-header__title">{title}</h1>
        {description ? <p className="ui-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="ui-page-header__actions">{actions}</div> : null}
    </header>
  );
}
