import { Button, Card, Link, useCatalogue } from '@college/design-system';
import { LEADER_MESSAGES } from '../data/messages';
import messages from '../home.messages.json';
import styles from './leader-messages.module.css';

/** Short greetings from the Manager and the Principal, each leading to the full message. */
export function LeaderMessages() {
  const { text } = useCatalogue(messages);
  return (
    <>
      <h2 id="home-messages-title" className={styles.title}>
        {text('messagesTitle')}
      </h2>
      <ul className={styles.grid}>
        {LEADER_MESSAGES.map((message) => (
          <li key={message.id}>
            <Card
              as="h3"
              className={styles.card}
              title={text(`${message.id}Title`)}
              footer={
                <Button as={Link} to={message.to} variant="link">
                  {text(`${message.id}Link`)}
                </Button>
              }
            >
              <div className={styles.body}>
                {/* A placeholder drawing, not a photo: decorative, the heading names the person. */}
                <img
                  src={message.img}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className={styles.avatar}
                />
                <p className={styles.greeting}>{text(`${message.id}Greeting`)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
