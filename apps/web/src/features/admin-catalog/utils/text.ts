// The diacritic-insensitive matching of the admin's pickers lives in @lumi/shared (logic/text.ts).
export { foldText, matchesSearch } from '@lumi/shared';
