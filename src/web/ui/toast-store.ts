import { useSyncExternalStore } from 'react';

/** Spec 4 and 9: one toast visible at a time; a dismissed toast is removed 1,000,000 ms later. */
const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** A button in the toast, such as 'Annulla'; altText tells screen-reader users how else to do it. */
export interface ToastAction {
  label: string;
  altText: string;
  onAction: () => void;
}

export interface ToastData {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive' | 'success';
  action?: ToastAction;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastData[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id: number): void {
  scheduleRemoval(id);
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: { title: string; description?: string; variant?: ToastData['variant']; action?: ToastAction }): number {
  const id = nextId++;
  const fresh: ToastData = { id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true, ...(input.action && { action: input.action }) };
  const kept = [fresh, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts.filter((t) => !kept.includes(t))) {
    const timer = removalTimers.get(dropped.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(dropped.id);
  }
  emit(kept);
  return id;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A page drawn by the server shows no toast, and the browser's first render must match it (decision 1021). */
const NO_TOASTS: ToastData[] = [];

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, () => toasts, () => NO_TOASTS);
}
