/**
 * An account's handle, "@studio.lumen", isolated from the text around it: in an Arabic sentence
 * the handle keeps its own direction, so the @ stays in front ("studio.lumen@" otherwise). Use
 * it wherever a handle is shown, inside a translated sentence too (`<Trans>… <Handle …/> …</Trans>`).
 */
export function Handle({ username }: { username: string }) {
  return <bdi>@{username}</bdi>
}

/**
 * The handle as text isolated by Unicode's first-strong isolate (U+2068 … U+2069), for what takes
 * a plain string rather than an element: a select's options, an accessible name.
 */
export function handleText(username: string): string {
  return `\u2068@${username}\u2069`
}
