import { Button, Card, Link } from '@college/design-system';
import { LEADER_MESSAGES } from '../data/messages';
import styles from './leader-messages.module.css';

/** Short greetings from the Manager and the Principal, each leading to the full message. */
export function LeaderMessages() {
  return (
    <>
      <h2 id="home-messages-title" className={styles.title}>
        Messages
      </h2>
      <ul className={styles.grid}>
        {LEADER_MESSAGES.map((message) => (
          <li key={message.id}>
            <Card
              as="h3"
              className={styles.card}
              title={`${message.role}'s Message`}
              footer={
                <Button as={Link} to={message.to} variant="link">
                  {message.linkText}
                </Button>
              }
            >
              <div className={styles.body}>
                {/* A placeholder drawing, not a photo: decorative, the heading names the person. */}
                <img src={message.img} alt="" width={72} height={72} loading="lazy" decoding="async" className={styles.avatar} />
                <p className={styles.greeting}>{message.greeting}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
