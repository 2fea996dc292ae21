import { PlainLink, type ShellLinkComponent } from "./link.js";
import { Starfield } from "./Starfield.js";

/** The 404 page: its message and a way home, over an animated starfield. */
export function NotFoundView({
  homeHref,
  linkComponent: Link = PlainLink,
}: {
  homeHref: string;
  linkComponent?: ShellLinkComponent;
}) {
  return (
    <main className="shell-not-found">
      <Starfield />
      <div className="shell-not-found__content">
        <h1 className="shell-not-found__title">404: Not Found</h1>
        <p className="shell-not-found__text">Oops, we couldn&apos;t find that page.</p>
        <Link href={homeHref} className="shell-button shell-button--primary">
          Go home
        </Link>
      </div>
    </main>
  );
}
