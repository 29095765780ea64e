import * as React from 'react';

/** An object URL for a file while it is shown, revoked afterwards. */
export function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = React.useState<string>();
  React.useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
