// mimalloc (Debian libmimalloc-dev): linked into the `waymark` program, its malloc and free take the
// place of glibc's for the whole process.
#include <mimalloc.h>
