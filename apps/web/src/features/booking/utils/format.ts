import { titledDoctorName } from '@lumi/shared';
/** Doctors' names may already carry the title ('BS. Phạm Thị An'); it is shown once (the shared rule). */
export const doctorTitle = titledDoctorName;
