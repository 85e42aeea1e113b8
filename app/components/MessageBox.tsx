import { AlertCircle, CheckCircle2, Info } from "lucide-react";
import { useEffect, useRef } from "react";
import { useT } from "./use-site.ts";

const tones = {
  error: { role: "alert", word: "error", Icon: AlertCircle, box: "border-red-700 bg-red-50 text-red-950", icon: "text-red-700" },
  success: { role: "status", word: "success", Icon: CheckCircle2, box: "border-green-700 bg-green-50 text-green-950", icon: "text-green-700" },
  info: { role: "status", word: "note", Icon: Info, box: "border-navy-700 bg-navy-50 text-navy-950", icon: "text-navy-700" },
} as const;

/**
 * A message about the whole form or page (docs/product.md#error-messages-and-texts:
 * sign-in and sign-up messages shown in a box). The meaning never rests on colour alone: each box has
 * an icon and a visible word ("Error", "Success", "Note", in the page's language), and a role so screen
 * readers announce it (alert for errors, status otherwise).
 */
export function MessageBox({
  tone,
  children,
  title,
  focus = false,
  focusKey,
  className = "",
}: {
  tone: keyof typeof tones;
  /** The message itself. */
  children: React.ReactNode;
  /** Replaces the word as the box's heading line (the word is still read first). */
  title?: string;
  /** Move keyboard focus to the box when it appears (after a form was sent). */
  focus?: boolean;
  /** With `focus`: focus again whenever this changes (pass the action's answer, new for every submission). */
  focusKey?: unknown;
  className?: string;
}) {
  const { role, word: wordKey, Icon, box, icon } = tones[tone];
  const word = useT()(`forms.messageBox.${wordKey}`);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, focusKey]);
  return (
    <div
      ref={ref}
      role={role}
      tabIndex={focus ? -1 : undefined}
      autoFocus={focus || undefined}
      className={`flex gap-3 rounded-lg border border-l-4 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 ${box} ${className}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${icon}`} />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">
          {title ? (
            <>
              <span className="sr-only">{word}: </span>
              {title}
            </>
          ) : (
            word
          )}
        </p>
        <div className="space-y-2 [&_a]:font-semibold [&_a]:underline">{children}</div>
      </div>
    </div>
  );
}
