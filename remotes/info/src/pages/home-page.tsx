import { Button, Link, StaticIsland, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { AdmissionNotice } from '../features/home/components/admission-notice';
import { CollegeIntro } from '../features/home/components/college-intro';
import { FacilityCards } from '../features/home/components/facility-cards';
import { Hero } from '../features/home/components/hero';
import { LeaderMessages } from '../features/home/components/leader-messages';
import { NEWS_PAGE_SIZE } from '../features/news/config';
import { NewsFeed } from '../features/news/components/news-feed';
import { useNews } from '../features/news/hooks/use-news';
import { ADMISSION_SESSION_PATH } from '@college/admissions-service/contract';
import { NEWS_PATH } from '@college/info-service/contract';
import messages from './home-page.messages.json';
import styles from './home-page.module.css';

/** What this page shows, in its first response (decision 017): the notices and the admission window. */
export const pageAnswers = [NEWS_PATH, ADMISSION_SESSION_PATH];

/**
 * `/`: the shell draws header and footer; the hero holds this page's h1. The parts that only hold
 * text, pictures and links are static islands: the browser that opens this page keeps them as the
 * server sent them, and hydrates only the hero, the notices and the admission window.
 */
export default function HomePage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  const news = useNews();
  return (
    <>
      <Hero />

      <div className={styles.container}>
        <div className={styles.split}>
          <StaticIsland as="section" aria-labelledby="home-intro-title">
            <CollegeIntro />
          </StaticIsland>

          <section className={styles.newsPanel} aria-labelledby="home-news-title">
            <h2 id="home-news-title" className={styles.panelTitle}>
              {text('newsTitle')}
            </h2>
            <div className={styles.panelBody}>
              {/* The spec has no page control here; a pager lets readers reach older notices. */}
              <NewsFeed news={news} pageSize={NEWS_PAGE_SIZE} pagerLabel={text('newsPager')} />
              <div className={styles.panelLinks}>
                <Button as={Link} to="/News" variant="primary" block>
                  {text('allNews')}
                </Button>
                <Button as={Link} to="/result" variant="outline" block>
                  {text('talentResult')}
                </Button>
              </div>
            </div>
          </section>
        </div>

        <section className={styles.block} aria-labelledby="home-admission-title">
          <AdmissionNotice />
        </section>

        <StaticIsland as="section" className={styles.block} aria-labelledby="home-facilities-title">
          <FacilityCards />
        </StaticIsland>

        <StaticIsland as="section" className={styles.block} aria-labelledby="home-messages-title">
          <LeaderMessages />
        </StaticIsland>
      </div>
    </>
  );
}
