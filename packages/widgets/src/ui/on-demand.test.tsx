import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type OnDemand, onDemand, useOnDemand } from './on-demand';

function Part({ part, wanted }: { part: OnDemand<{ text: string }>; wanted: boolean }) {
  const state = useOnDemand(part, wanted);
  if (state.module) return <p>{state.module.text}</p>;
  if (state.failed)
    return (
      <button type="button" onClick={state.retry}>
        retry
      </button>
    );
  return <p>loading</p>;
}

/** A user of a part that is told when loading failed (a drawer that closes again). */
function Wanting(props: { part: OnDemand<{ text: string }>; wanted: boolean; onFailure: () => void }) {
  const { module } = useOnDemand(props.part, props.wanted, props.onFailure);
  return <p>{module ? module.text : 'closed'}</p>;
}

describe('useOnDemand', () => {
  it('load once, only when wanted, and show as soon as they arrive', async () => {
    const importer = vi.fn(async () => ({ text: 'arrived' }));
    const part = onDemand(importer);
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
    const part = onDemand(importer);
    render(<Part part={part} wanted />);
    const retry = await screen.findByRole('button', { name: 'retry' });
    act(() => retry.click());
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('tells the caller when loading failed, and loads again when wanted again', async () => {
    const importer = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ text: 'arrived' });
    const part = onDemand(importer);
    const onFailure = vi.fn();
    const view = render(<Wanting part={part} wanted onFailure={onFailure} />);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    view.rerender(<Wanting part={part} wanted={false} onFailure={onFailure} />);
    view.rerender(<Wanting part={part} wanted onFailure={onFailure} />);
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('onDemand', () => {
  it('loads its part once', async () => {
    const importer = vi.fn(async () => ({ part: 'drawer' }));
    const part = onDemand(importer);
    expect(part.current).toBeNull();
    part.prefetch();
    await expect(part.load()).resolves.toEqual({ part: 'drawer' });
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.current).toEqual({ part: 'drawer' });
  });

  it('tries again after a failed load (a prefetch that fails is silent)', async () => {
    const importer = vi
      .fn<() => Promise<{ part: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ part: 'cards' });
    const part = onDemand(importer);
    part.prefetch();
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current).toBeNull();
    await expect(part.load()).resolves.toEqual({ part: 'cards' });
    expect(importer).toHaveBeenCalledTimes(3);
  });
});
