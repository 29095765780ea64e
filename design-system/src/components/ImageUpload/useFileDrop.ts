import * as React from 'react';

/**
 * A drop target for files: whether one is dragged over it now, and the handlers of the element.
 * `onWanted` runs as a file comes over (to fetch what showing it needs); `onFile` takes the first dropped.
 */
export function useFileDrop(inactive: boolean, onFile: (file: File | undefined) => void, onWanted: () => void) {
  const [dragging, setDragging] = React.useState(false);

  const onDrag = (event: React.DragEvent<HTMLDivElement>) => {
    if (inactive || !event.dataTransfer.types.includes('Files')) return;
    onWanted();
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const handlers = {
    onDragEnter: onDrag,
    onDragOver: onDrag,
    onDragLeave: (event: React.DragEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: React.DragEvent<HTMLDivElement>) => {
      if (inactive) return;
      event.preventDefault();
      setDragging(false);
      onFile(event.dataTransfer.files[0]);
    },
  };
  return { dragging, handlers };
}
