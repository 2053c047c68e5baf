import { enhanceQuoteAdd } from '../shared/quote-add.ts';

// Add to quote in the background (blocks/shared/quote-add.ts); without JavaScript the form posts.
export default enhanceQuoteAdd;
