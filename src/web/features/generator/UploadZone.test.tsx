// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadZone } from './UploadZone.js';

const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array(4)], name, { type });
const carrying = (files: File[]) => ({ dataTransfer: { files, types: ['Files'], dropEffect: 'none' } });

afterEach(cleanup);

function zoneWith(onFiles = vi.fn()) {
  const view = render(<UploadZone count={0} maxImages={60} onFiles={onFiles} onNear={() => undefined} />);
  const zone = view.getByLabelText(/Carica immagini/);
  const input = view.getByTestId('upload-input') as HTMLInputElement;
  return { view, zone, input, onFiles };
}

describe('the upload zone', () => {
  it('hands on every dropped file in the order given, the refused kinds too, for one rule to judge', () => {
    const { zone, onFiles } = zoneWith();
    const files = [photo('a.jpg'), photo('note.pdf', 'application/pdf'), photo('b.png', 'image/png')];
    fireEvent.drop(zone, carrying(files));
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]?.[0]).toEqual(files);
  });

  it("reads no file's size on the way: for a file on disk each is a call to the browser, 100 of them one long task", () => {
    const { zone, input, onFiles } = zoneWith();
    let sizesRead = 0;
    const files = [photo('a.jpg'), photo('b.jpg')].map((file) => Object.defineProperty(file, 'size', { get: () => ++sizesRead }));
    fireEvent.drop(zone, carrying(files));
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    fireEvent.change(input);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(sizesRead).toBe(0);
  });

  it('says when files are over it, and stops saying so once they leave it, children and all', () => {
    const { view, zone } = zoneWith();
    const files = [photo('a.jpg')];
    fireEvent.dragEnter(zone, carrying(files));
    const child = view.getByText('Rilascia qui le immagini');
    fireEvent.dragEnter(child, carrying(files));
    fireEvent.dragLeave(zone, carrying(files));
    expect(view.queryByText('Rilascia qui le immagini')).not.toBeNull();
    fireEvent.dragLeave(child, carrying(files));
    expect(view.queryByText('Trascina qui le tue foto')).not.toBeNull();
  });

  it('opens the picker on a click, Enter or Space, and hands on what was chosen', () => {
    const { zone, input, onFiles } = zoneWith();
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(zone);
    fireEvent.keyDown(zone, { key: 'Enter' });
    fireEvent.keyDown(zone, { key: ' ' });
    expect(opened).toHaveBeenCalledTimes(3);
    const chosen = [photo('c.webp', 'image/webp')];
    Object.defineProperty(input, 'files', { value: chosen, configurable: true });
    fireEvent.change(input);
    expect(onFiles).toHaveBeenCalledWith(chosen);
  });

  it('takes pasted photos', () => {
    const { zone, onFiles } = zoneWith();
    const pasted = [photo('d.jpg')];
    fireEvent.paste(zone, { clipboardData: { files: pasted } });
    expect(onFiles).toHaveBeenCalledWith(pasted);
  });
});
