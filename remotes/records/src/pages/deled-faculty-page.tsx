import { courseFacultyPage } from './course-faculty-page';

export default courseFacultyPage({ name: 'D.El.Ed.', path: '/course_deled', title: 'deledTitle' });
