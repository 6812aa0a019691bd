import annualFunctionImg from '../../assets/gallery/annual-function.svg';
import laboratoryImg from '../../assets/gallery/laboratory.svg';
import libraryImg from '../../assets/gallery/library.svg';
import mainBuildingImg from '../../assets/gallery/main-building.svg';
import nssCampImg from '../../assets/gallery/nss-camp.svg';
import sportsGroundImg from '../../assets/gallery/sports-ground.svg';

export type GalleryImage = { id: string; img: string; alt: string; caption: string };

/** Intrinsic size of the gallery pictures; set on every <img> so nothing shifts while they load. */
export const GALLERY_IMAGE_SIZE = { width: 480, height: 300 } as const;

/** The six pictures of the Gallery page (spec §2). */
export const GALLERY_IMAGES: readonly GalleryImage[] = [
  {
    id: 'main-building',
    img: mainBuildingImg,
    alt: 'The two-storey main building with the national flag on its roof, trees on either side and a path to the door',
    caption: 'Main building',
  },
  {
    id: 'library',
    img: libraryImg,
    alt: 'A student reading at a table between two tall bookcases in the library',
    caption: 'Library',
  },
  {
    id: 'laboratory',
    img: laboratoryImg,
    alt: 'Two students at a laboratory bench with a flask and test tubes, a whiteboard behind them',
    caption: 'Laboratory',
  },
  {
    id: 'sports-ground',
    img: sportsGroundImg,
    alt: 'Two players and a ball on the marked playing field, with goalposts at each end',
    caption: 'Sports ground',
  },
  {
    id: 'nss-camp',
    img: nssCampImg,
    alt: 'NSS volunteers beside a tent and the NSS flag, one of them planting a sapling',
    caption: 'NSS camp',
  },
  {
    id: 'annual-function',
    img: annualFunctionImg,
    alt: 'Three students performing on a decorated stage in front of a seated audience',
    caption: 'Annual function',
  },
];
