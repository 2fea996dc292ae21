import { useId, type ReactNode } from "react";

export interface SectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled group of content on a page (an `<h2>` region), e.g. a grid of cards. */
export function Section({ title, description, children }: SectionProps) {
  const titleId = useId();
  return (
    <section className="ui-section" aria-labelledby={titleId}>
      <div className="ui-section__header">
        <h2 id={titleId} className="ui-section__title">
          {title}
        </h2>
        {description ? <p className="ui-section__description">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
