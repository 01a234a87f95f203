import { useState, useSyncExternalStore } from 'react';

/**
 * A value that changes often and that one small component shows: its changes render that
 * component alone, never the screen that owns it. The build's progress, as state of the generator
 * page, rendered the whole page ten times a second while photos were still being prepared beside
 * the build (issue 37.4).
 */
export class LiveValue<T> {
  private readonly listeners = new Set<() => void>();

  constructor(private value: T) {}

  readonly get = (): T => this.value;

  set(next: T): void {
    if (Object.is(next, this.value)) return;
    this.value = next;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** One live value for the component's life. */
export function useLiveValueOwner<T>(initial: T): LiveValue<T> {
  const [value] = useState(() => new LiveValue(initial));
  return value;
}

/** What a live value holds now; the component renders again when it changes. */
export function useLiveValue<T>(value: LiveValue<T>): T {
  return useSyncExternalStore(value.subscribe, value.get, value.get);
}
