#include <netcdf.h>
#include <hdf5.h>

/* netCDF-4 files are HDF5 files: netCDF probes optional attributes that GSHHG files lack, and HDF5
   prints each failed probe to standard error unless its automatic error printing is switched off. */
static inline void waymark_hdf5_quiet(void) {
    H5Eset_auto2(H5E_DEFAULT, NULL, NULL);
}
