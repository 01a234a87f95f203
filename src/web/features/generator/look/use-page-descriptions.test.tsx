// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogEngine, DescribeJob, DescribedCatalog } from '../../../engine/index.js';
import { usePageDescriptions, type PageDescriptions } from './use-page-descriptions.js';

/** An engine whose descriptions the test answers by hand, in the order they were asked. */
function answeredByHand() {
  const asked: { title: string; answer: (described: DescribedCatalog) => void }[] = [];
  const engine = {
    describe: (job: DescribeJob) => new Promise<DescribedCatalog>((answer) => asked.push({ title: job.texts.title, answer })),
  } as unknown as CatalogEngine;
  return { engine, asked };
}

const jobTitled = (title: string) => ({ texts: { title } }) as unknown as DescribeJob;
const describedAs = (title: string) => ({ pages: [], title }) as unknown as DescribedCatalog;

function Preview({ engine, title, seen }: { engine: CatalogEngine; title: string; seen: PageDescriptions[] }) {
  seen.push(usePageDescriptions(engine, jobTitled(title)));
  return null;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the preview asks its page descriptions one at a time', () => {
  it('asks only the latest job once the one in flight comes back, after a rest as long as twice that description', async () => {
    vi.useFakeTimers();
    const { engine, asked } = answeredByHand();
    const seen: PageDescriptions[] = [];
    const view = render(<Preview engine={engine} title="A" seen={seen} />);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(asked.map((job) => job.title)).toEqual(['A']);
    // Photos arriving change the job again and again while 'A' is described.
    for (const title of ['B', 'C', 'D', 'E']) {
      view.rerender(<Preview engine={engine} title={title} seen={seen} />);
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    expect(asked.map((job) => job.title)).toEqual(['A']);
    await act(async () => asked[0]?.answer(describedAs('A')));
    // 'A', asked at 120 ms and answered at 1000 ms, took 880 ms: the next is asked 1760 ms later, and it is the latest job.
    expect(seen.at(-1)).toMatchObject({ described: { title: 'A' }, pending: true });
    await act(() => vi.advanceTimersByTimeAsync(1700));
    expect(asked.map((job) => job.title)).toEqual(['A']);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(asked.map((job) => job.title)).toEqual(['A', 'E']);
    await act(async () => asked[1]?.answer(describedAs('E')));
    expect(seen.at(-1)).toMatchObject({ described: { title: 'E' }, pending: false, failed: false });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(asked).toHaveLength(2);
  });

  it('asks a failed job again only when the job changes', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    const engine = { describe: (job: DescribeJob) => (asked.push(job.texts.title), Promise.reject(new Error('no font'))) } as unknown as CatalogEngine;
    const seen: PageDescriptions[] = [];
    const view = render(<Preview engine={engine} title="A" seen={seen} />);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(asked).toEqual(['A']);
    expect(seen.at(-1)).toMatchObject({ pending: false, failed: true });
    view.rerender(<Preview engine={engine} title="B" seen={seen} />);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(asked).toEqual(['A', 'B']);
  });
});
