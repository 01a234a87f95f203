import { startTransition, useEffect, useState } from 'react';
import type * as GeneratorPageModule from '../features/generator/GeneratorPage.js';

type GeneratorModule = typeof GeneratorPageModule;

let loaded: GeneratorModule | undefined;
let loading: Promise<GeneratorModule> | undefined;

/** Starts (once) downloading the generator's code; later calls share the same download. */
export function loadGeneratorScreen(): Promise<GeneratorModule> {
  loading ??= import('../features/generator/GeneratorPage.js').then((module) => (loaded = module));
  return loading;
}

/**
 * The generator screen's component once its code is here, else undefined (the caller shows the
 * loading screen). Not `React.lazy`: a lazy screen suspends at least once, and React holds a
 * resolved Suspense boundary back for up to 300 ms so it does not flash, which delayed the form's
 * first paint on every visit (issue 38.7). A failed download is thrown to the nearest error
 * boundary, as `lazy` would.
 */
export function useGeneratorScreen(wanted: boolean): GeneratorModule['default'] | undefined {
  const [module, setModule] = useState(loaded);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    loadGeneratorScreen().then(
      (ready) => current && startTransition(() => setModule(ready)),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  if (failure !== undefined) throw failure;
  return module?.default;
}
