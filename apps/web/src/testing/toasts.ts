import { screen } from '@testing-library/react';

const KINDS = ['success', 'info', 'warning', 'error', 'loading'] as const;
export type ToastKind = (typeof KINDS)[number];

/** The kind of the antd message toast showing `text` (spec §7 tells errors from warnings). */
export async function findToastKind(text: string): Promise<ToastKind | null> {
  const notice = (await screen.findByText(text)).closest('.ant-message-notice');
  return KINDS.find((kind) => notice?.classList.contains(`ant-message-notice-${kind}`)) ?? null;
}
