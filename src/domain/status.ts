/** author_status 1 is a signed-up author and shows the full menu. */
export const AUTHOR_STATUS_SIGNED = 1;
export const AUTHOR_STATUS_NONE = 0;

export function isSignedAuthor(authorStatus: number | undefined | null): boolean {
  return authorStatus === AUTHOR_STATUS_SIGNED;
}
