import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import type { UploadResult } from '@lumi/shared';

export type FakeUploads = {
  /** The `purpose` of each file sent to `POST /uploads`, in order. */
  purposes: string[];
};

/**
 * Stubs `XMLHttpRequest` (the upload helper's transport, lib/upload.ts) with `POST /uploads` answering each file
 * as stored under `/uploads/<purpose>/<file name>`, so the image fields run their real upload path.
 */
export function installFakeUploads(): FakeUploads {
  const uploads: FakeUploads = { purposes: [] };

  class FakeXhr {
    status = 0;
    response: unknown = null;
    responseType = '';
    timeout = 0;
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      const purpose = String(form.get('purpose'));
      const file = form.get('file') as File;
      uploads.purposes.push(purpose);
      const data: UploadResult = {
        url: `/uploads/${purpose}/${file.name}`,
        publicId: `${purpose}/${file.name}`,
        type: 'image',
        size: file.size,
      };
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: file.size, total: file.size });
        this.status = 201;
        this.response = { success: true, data };
        this.onload?.();
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

/** Picks image files in a file input (by its test id), as the file dialog would. */
export async function chooseImages(input: HTMLElement, names: readonly string[]): Promise<void> {
  const files = names.map((name) => new File(['image'], name, { type: 'image/png' }));
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}
