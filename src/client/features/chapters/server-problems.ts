import type { TextProblem } from '@writers-center/design-system/rich-text';

interface PlaceFromServer {
  block: number;
  offset: number;
  length?: number;
  char?: string;
}

const isPlace = (v: unknown): v is PlaceFromServer =>
  typeof v === 'object' && v !== null && Number.isInteger((v as PlaceFromServer).block) && Number.isInteger((v as PlaceFromServer).offset);

/**
 * The places a refused save names in the text (the error's data: a list of `{ block, offset }`, under
 * `problems` or by itself), for the editor to mark; none when the server said no place.
 */
export function problemsAt(data: unknown, message?: (char: string) => string): TextProblem[] {
  const list: unknown = Array.isArray(data) ? data : typeof data === 'object' && data !== null ? (data as { problems?: unknown }).problems : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(isPlace).map((p) => ({
    block: p.block,
    offset: p.offset,
    length: p.length ?? (p.char ? p.char.length : 1),
    ...(p.char && message ? { message: message(p.char) } : {}),
  }));
}
