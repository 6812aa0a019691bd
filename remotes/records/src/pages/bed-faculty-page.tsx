import { courseFacultyPage } from './course-faculty-page';

export default courseFacultyPage({ name: 'B.Ed.', path: '/course_bed', title: 'bedTitle' });
