/**
 * A translated sentence with links or emphasis inside it, in whatever order the language puts
 * them: the catalogue writes `{{name}}` where each goes ("Call us at {{phone}}."), the page
 * translates with `partMarks(...)` as the values and gives the elements here. No HTML is
 * ever read from a catalogue.
 */
import { Fragment } from "react";

const MARK = "\u0000";

/** The values for `t(key, partMarks("phone", "link"))`: each placeholder becomes a marker WithParts finds. */
export function partMarks<const N extends string>(...names: N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])) as Record<N, string>;
}

/** `text` (translated with partMarks), each marker replaced by its element. */
export function WithParts({ text, parts }: { text: string; parts: Record<string, React.ReactNode> }) {
  // split with a capture group: text, name, text, name, …, text.
  const pieces = text.split(new RegExp(`${MARK}(\\w+)${MARK}`));
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>{i % 2 === 1 ? parts[piece] : piece}</Fragment>
      ))}
    </>
  );
}
