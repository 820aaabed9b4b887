import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, useDeferred } from './deferred';

function Part({ part, wanted }: { part: ReturnType<typeof deferred<{ text: string }>>; wanted: boolean }) {
  const state = useDeferred(part, wanted);
  if (state.module) return <p>{state.module.text}</p>;
  if (state.failed)
    return (
      <button type="button" onClick={state.retry}>
        retry
      </button>
    );
  return <p>loading</p>;
}

describe('deferred parts', () => {
  it('load once, only when wanted, and show as soon as they arrive', async () => {
    const importer = vi.fn(async () => ({ text: 'arrived' }));
    const part = deferred(importer);
    const view = render(<Part part={part} wanted={false} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(importer).not.toHaveBeenCalled();

    view.rerender(<Part part={part} wanted />);
    expect(await screen.findByText('arrived')).toBeTruthy();
    // a second user of the part finds it loaded, without loading it again
    render(<Part part={part} wanted />);
    expect(screen.getAllByText('arrived')).toHaveLength(2);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('say when loading failed, and load again on retry', async () => {
    const importer = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ text: 'arrived' });
    const part = deferred(importer);
    render(<Part part={part} wanted />);
    const retry = await screen.findByRole('button', { name: 'retry' });
    act(() => retry.click());
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
