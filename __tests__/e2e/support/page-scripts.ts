/**
 * The scripts a server-rendered page loads: its `<script src>` tags and the list its paint-first
 * loader adds once the page is painted (src/lib/react/paint-first-scripts.ts).
 */
export function pageScriptUrls(html: string): { tags: string[]; afterPaint: string[] } {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const loaderCall = /\(function\(urls,name\)[\s\S]*?\}\)\((\[[^\]]*\]),"[^"]*"\);<\/script>/.exec(html);
  return { tags, afterPaint: loaderCall ? (JSON.parse(loaderCall[1]) as string[]) : [] };
}
