/** A piece of a channel message as it is shown: plain text, a safe link, or a picture. */
export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string } | { kind: 'image'; src: string };

/**
 * Only addresses that start with http:// or https:// become links; anything else (javascript:,
 * data:, a bare «www.») stays text. Persian quotes and spaces end an address.
 */
const ADDRESS = /https?:\/\/[^\s<>"'«»]+/gi;
/** Punctuation a sentence puts right after an address, which belongs to the sentence. */
const TRAILING = /[.,;:!?؟،؛)\]}]+$/;
/** The channel is text only (the contract), so a picture arrives as its address. */
const PICTURE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/** The address as a URL when it is a well-formed http(s) one, else null. */
function safeUrl(candidate: string): URL | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A message split into text, links and pictures, in order. Text is never parsed as HTML: the
 * parts are rendered as React text, so «<b>» or «<script>» in a message shows as typed.
 */
export function partsOf(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else parts.push({ kind: 'text', text });
  };
  let rest = 0;
  for (const match of message.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const url = safeUrl(address);
    pushText(message.slice(rest, match.index));
    if (url)
      parts.push(
        PICTURE.test(url.pathname) ? { kind: 'image', src: url.href } : { kind: 'link', href: url.href, text: address },
      );
    else pushText(address);
    rest = match.index + address.length;
  }
  pushText(message.slice(rest));
  return parts.flatMap((part, index): MessagePart[] => {
    if (part.kind !== 'text') return [part];
    // A picture stands on its own line, so the line breaks around its address would add blank lines.
    let text = part.text;
    if (parts[index - 1]?.kind === 'image') text = text.replace(/^[^\S\n]*\n/, '');
    if (parts[index + 1]?.kind === 'image') text = text.replace(/\n[^\S\n]*$/, '');
    return text ? [{ kind: 'text', text }] : [];
  });
}
