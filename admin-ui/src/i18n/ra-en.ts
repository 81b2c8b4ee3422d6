/**
 * react-admin's English texts where the specification has its own (administration.md §8: every
 * save and delete says "Operação realizada com sucesso!"); ra-language-english has the rest.
 */
export const raEn = {
  ra: {
    notification: {
      updated: 'Operation completed successfully!',
      created: 'Operation completed successfully!',
      deleted: 'Operation completed successfully!',
    },
  },
}
