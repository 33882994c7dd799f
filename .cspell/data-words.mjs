// Part of cspell.config.yaml: the words src/data/ declares (ids, example companies, the team) as a
// dictionary, so pages may name anything the product data has without a word-list entry. The
// data is TypeScript; jiti, which `npm run check:content` also runs on, loads it.
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url);
const {dataWords} = jiti('../checks/dataWords.ts');

export default {
  dictionaryDefinitions: [
    {
      name: 'data-words',
      description: 'Ids and names declared in src/data/ (checks/dataWords.ts)',
      words: dataWords(),
    },
  ],
  dictionaries: ['data-words'],
};
