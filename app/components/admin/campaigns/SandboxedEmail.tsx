/**
 * An email's HTML shown in a locked frame (sandbox="": no scripts, forms or navigation) with a
 * policy of its own first in its head, so nothing in it loads from elsewhere: the same frame
 * as the outbox's email page.
 */
const FRAME_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`;

function framed(html: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + FRAME_POLICY + html.slice(head.index + head[0].length);
  return FRAME_POLICY + html;
}

export function SandboxedEmail({ html, title, className = "h-[28rem]" }: { html: string; title: string; className?: string }) {
  return <iframe title={title} sandbox="" srcDoc={framed(html)} className={`w-full rounded-lg border border-slate-300 bg-white ${className}`} />;
}
