export { BookingRoutines } from './components/booking-routines';
export { RecommendRoutineButton, canRecommendRoutine } from './components/recommend-routine-button';
export { RoutineCard } from './components/routine-card';
export { LazyRoutineCard } from './components/lazy-routine-card';
export { RoutineComposer, type RoutineBooking } from './components/routine-composer';
export { RoutinesManager } from './components/routines-manager';
export type { RoutineViewer } from './api/routines-api';
