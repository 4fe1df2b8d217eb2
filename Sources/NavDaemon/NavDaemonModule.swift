public enum NavDaemonModule {}
