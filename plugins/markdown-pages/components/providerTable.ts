import {
  NO_AUTH,
  PROVIDER_COLUMNS,
  providerRows,
} from '../../../src/components/ProviderTable/providerRows';
import {PROVIDER_GROUPS, type ProviderGroup} from '../../../src/data/providers';
import {code, link, table, text} from '../mdastBuilders';
import {stringProp, type MarkdownModule} from './types';

/** src/components/ProviderTable: one provider group as a table, from the same rows. */
export const providerTable: MarkdownModule = {
  default: (props) => {
    const group = stringProp(props, 'group');
    if (!(group in PROVIDER_GROUPS)) throw new Error(`names no provider group "${group}"`);
    return [
      table(
        PROVIDER_COLUMNS,
        providerRows(group as ProviderGroup).map((row) => [
          [link(row.route, text(row.name))],
          [code(row.idPrefix)],
          [text(row.kind)],
          [row.auth === null ? text(NO_AUTH) : code(row.auth)],
          [text(row.capabilities)],
        ]),
      ),
    ];
  },
};
