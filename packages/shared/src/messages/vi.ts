/** Vietnamese texts shared by browser and server (spec §5, §8; api-contract §1.3, §3). */
// One module per table: a page loads only the texts it shows (issue 26: the first script carried all of them).
export * from './validation';
export * from './success';
export * from './order-event-notes';
export * from './order-figure-labels';
export * from './ui-text';
export * from './day-closed';
