/** Plain-text copy with paragraphs separated by blank lines ("\n\n"), as content files store it. */
export function Paragraphs({ text, className = "" }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className={className}>{paragraph.trim()}</p>
      ))}
    </>
  );
}
