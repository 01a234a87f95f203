// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveValue, useLiveValueOwner, type LiveValue } from './live-value.js';

const renders = { page: 0, bar: 0 };

function Bar({ progress }: { progress: LiveValue<number> }) {
  renders.bar++;
  return <p data-testid="bar">{Math.round(useLiveValue(progress) * 100)}%</p>;
}

let owned: LiveValue<number> | undefined;
function Page() {
  renders.page++;
  const progress = useLiveValueOwner(0);
  owned = progress;
  return <Bar progress={progress} />;
}

afterEach(cleanup);

describe('a live value', () => {
  it('renders the component that shows it, not the one that owns it, and only when it changes', () => {
    const view = render(<Page />);
    renders.page = 0;
    renders.bar = 0;
    act(() => owned?.set(0.25));
    act(() => owned?.set(0.5));
    act(() => owned?.set(0.5));
    expect(view.getByTestId('bar').textContent).toBe('50%');
    expect(renders).toEqual({ page: 0, bar: 2 });
  });
});
