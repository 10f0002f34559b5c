/** Sections of the home page that the header and footer link to (`/#id`). */
export const HOME_SECTIONS = [
  { id: 'vi-sao-chon-lumi', label: 'Vì sao chọn Lumi' },
  { id: 'lumi-clinic', label: 'Lumi Clinic' },
] as const;
