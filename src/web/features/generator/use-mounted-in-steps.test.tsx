// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMountedInSteps } from './use-mounted-in-steps.js';

/** What each commit showed, in order. */
function Counted({ count, commits }: { count: number; commits: number[] }) {
  const shown = useMountedInSteps(count, 12);
  useLayoutEffect(() => void commits.push(shown));
  return <p data-testid="shown">{shown}</p>;
}

afterEach(cleanup);

describe('cards mounted in steps', () => {
  it('mounts a drop of 100 twelve at a time, one commit each, until all are shown', () => {
    const commits: number[] = [];
    const view = render(<Counted count={0} commits={commits} />);
    act(() => view.rerender(<Counted count={100} commits={commits} />));
    expect(view.getByTestId('shown').textContent).toBe('100');
    const shown = [...new Set(commits)];
    expect(shown).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 96, 100]);
  });

  it('shows the first step with the render that brought the items, and drops removed ones at once', () => {
    const commits: number[] = [];
    const view = render(<Counted count={30} commits={commits} />);
    expect(commits[0]).toBe(12);
    expect(view.getByTestId('shown').textContent).toBe('30');
    commits.length = 0;
    act(() => view.rerender(<Counted count={5} commits={commits} />));
    expect(commits[0]).toBe(5);
    expect(view.getByTestId('shown').textContent).toBe('5');
  });
});
