import { Link } from '@college/design-system';
import { ComingSoon, type RemotePageProps } from '@college/remote-kit';

/**
 * /bed and /deled (linked as /BEd and /DelEd from the Courses page): the faculty lists come with the
 * records vertical; until then the page already leads on to the course it belongs to.
 */
export function courseFacultyPage(course: { name: string; path: string }) {
  return function CourseFacultyPage(props: RemotePageProps) {
    return (
      <ComingSoon {...props}>
        <p>
          <Link to={course.path}>About the {course.name} course: fees, seats and eligibility</Link>
        </p>
      </ComingSoon>
    );
  };
}
