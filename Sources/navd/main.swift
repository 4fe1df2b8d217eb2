import NavDaemon
