/**
 * An account's handle, "@studio.lumen", isolated from the text around it: in an Arabic sentence
 * the handle keeps its own direction, so the @ stays in front ("studio.lumen@" otherwise). Use
 * it wherever a handle is shown, inside a translated sentence too (`<Trans>… <Handle …/> …</Trans>`).
 */
export function Handle({ username }: { username: string }) {
  return <bdi>@{username}</bdi>
}
