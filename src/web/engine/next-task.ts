/** Resolves in a later task of the page's event loop, so what runs before it ends its task there. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
