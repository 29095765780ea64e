import type { Brand } from '../types';
import { inkwellBrand } from './inkwell';
import { quillbrookBrand } from './quillbrook';
import { moonlitPagesBrand } from './moonlit-pages';
import { fablewindBrand } from './fablewind';
import { emberleafBrand } from './emberleaf';
import { crimsonQuireBrand } from './crimson-quire';
import { fernpageBrand } from './fernpage';
import { goldspireBrand } from './goldspire';
import { tidewellTalesBrand } from './tidewell-tales';
import { lanternLaneBrand } from './lantern-lane';
import { rosewoodTalesBrand } from './rosewood-tales';
import { starloomBrand } from './starloom';
import { mossboundBrand } from './mossbound';
import { slateAndSableBrand } from './slate-and-sable';
import { plumHollowBrand } from './plum-hollow';
import { jadeScrollBrand } from './jade-scroll';
import { thistledownBrand } from './thistledown';
import { hearthsideBrand } from './hearthside';
import { scarletSparrowBrand } from './scarlet-sparrow';
import { willowmereBrand } from './willowmere';


/** The site brands, ordered by site id. */
export const siteBrands: readonly Brand[] = [
  inkwellBrand,
  quillbrookBrand,
  moonlitPagesBrand,
  fablewindBrand,
  emberleafBrand,
  crimsonQuireBrand,
  fernpageBrand,
  goldspireBrand,
  tidewellTalesBrand,
  lanternLaneBrand,
  rosewoodTalesBrand,
  starloomBrand,
  mossboundBrand,
  slateAndSableBrand,
  plumHollowBrand,
  jadeScrollBrand,
  thistledownBrand,
  hearthsideBrand,
  scarletSparrowBrand,
  willowmereBrand,
];
