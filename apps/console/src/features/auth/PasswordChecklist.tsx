import { checkPassword } from "@hoa/validation";

/** The password rules, each marked met or not as the person types. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="shell-auth__checklist" aria-label="Password requirements">
      {checkPassword(password).map((rule) => (
        <li key={rule.id} data-passed={rule.passed}>
          <span className="shell-auth__check-mark" aria-hidden="true">
            {rule.passed ? "✓" : "○"}
          </span>
          <span className="visually-hidden">{rule.passed ? "Met: " : "Not met: "}</span>
          {rule.message}
        </li>
      ))}
    </ul>
  );
}
