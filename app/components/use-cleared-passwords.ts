import { useEffect, useRef } from "react";

/**
 * After a failed submission the server never sends a password back, so without
 * JavaScript the password fields come back empty. With JavaScript the form stays
 * mounted and would keep what was typed: this empties its password fields each
 * time `answer` (the action's answer) changes. Put the returned ref on the form.
 */
export function useClearedPasswords(answer: unknown) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!answer) return;
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (element instanceof HTMLInputElement && element.type === "password") element.value = "";
    }
  }, [answer]);
  return form;
}
