/**
 * A zone that takes files: dropped on it, pasted into it, or chosen in the picker its click, Enter
 * or Space opens. It hands the files on as they come and reads nothing of them: react-dropzone,
 * which this replaces, read every file's size for its own size rules (we have none), a browser
 * call per file that made the drop of 100 photos one 60-100 ms task (issue 37.4). The caller's
 * rules (upload-rules.ts) decide what is taken.
 */
import { useRef, useState, type ChangeEvent, type ClipboardEvent, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

export function useFileDrop(onFiles: (files: File[]) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Entering a child of the zone fires dragleave on the zone: it is left when every enter is.
  const entered = useRef(0);
  const [isDragActive, setDragActive] = useState(false);

  const openPicker = () => {
    if (!inputRef.current) return;
    // Emptied, so choosing the same files again is a change.
    inputRef.current.value = '';
    inputRef.current.click();
  };

  const rootProps = {
    ref: rootRef,
    // As react-dropzone set it: a 'button' holding the picker's input would nest one control in another.
    role: 'presentation',
    tabIndex: 0,
    onClick: openPicker,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      openPicker();
    },
    onDragEnter: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      entered.current++;
      setDragActive(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without it the browser opens a dropped file instead of handing it to the page.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      entered.current = Math.max(0, entered.current - 1);
      if (entered.current === 0) setDragActive(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      entered.current = 0;
      setDragActive(false);
      const files = [...event.dataTransfer.files];
      if (files.length > 0) onFiles(files);
    },
    onPaste: (event: ClipboardEvent) => {
      const files = [...event.clipboardData.files];
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(files);
    },
  };

  const inputProps = {
    ref: inputRef,
    type: 'file',
    multiple: true,
    tabIndex: -1,
    // In the flow but of no size: hidden from sight, not from the picker it opens.
    className: 'block size-0 overflow-hidden opacity-0',
    // The zone's click opens the picker; the input's own click must not reach the zone again.
    onClick: (event: MouseEvent) => event.stopPropagation(),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const files = [...(event.currentTarget.files ?? [])];
      if (files.length > 0) onFiles(files);
    },
  };

  return { rootProps, inputProps, isDragActive, rootRef };
}
